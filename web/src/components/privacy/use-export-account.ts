import { useMutation } from '@tanstack/react-query';
import { saveJsonFile, exportFileName } from './save-json-file';
import { privacyApi } from './privacy-api';

/** Downloads an account's data as one JSON file (docs/product/privacy.md). */
export function useExportAccount() {
  return useMutation({
    mutationFn: async (userId: string) => {
      const file = await privacyApi.exportAccount(userId);
      saveJsonFile(exportFileName(file.account.username, file.exportedAt), file);
      return file;
    },
  });
}
