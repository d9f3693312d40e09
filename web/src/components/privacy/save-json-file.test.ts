import { describe, expect, it } from 'vitest';
import { exportFileName } from './save-json-file';

describe('the export file name', () => {
  it('is the username and the day of the export', () => {
    expect(exportFileName('maya_k', '2026-11-28T08:15:00.000Z')).toBe('mathquest-maya_k-2026-11-28.json');
  });
});
