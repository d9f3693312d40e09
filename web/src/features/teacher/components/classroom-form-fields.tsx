import { LANGUAGES } from '@mathquest/contracts';
import type { Language } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { subjectName } from '../utils/format';
import { GRADE_CHOICES, SUBJECT_CHOICES, type ClassroomForm } from '../utils/validation';

/** Each language's name is read in its own language (as the switcher marks it). */
const LANGUAGE_TAG: Record<Language, string> = { en: 'en', 'es-US': 'es-US' };

/**
 * The fields of the new and the edit classroom forms: name, description, grade, subject, student
 * limit and the language of the class (the language of the students its roster creates,
 * docs/product/i18n.md).
 */
export function ClassroomFormFields({ form, set }: { form: ClassroomForm; set: (field: keyof ClassroomForm) => (value: string) => void }) {
  const intl = useI18n('teacher');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
      <div className="field">
        <label htmlFor="classroom-name">{t('teacher.form.name')}</label>
        <input id="classroom-name" value={form.name} onChange={(e) => set('name')(e.target.value)} required maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="classroom-description">{t('teacher.form.description')}</label>
        <textarea id="classroom-description" value={form.description} onChange={(e) => set('description')(e.target.value)} maxLength={1000} rows={3} />
      </div>
      <div className="field">
        <label htmlFor="classroom-grade">{t('teacher.form.grade')}</label>
        <select id="classroom-grade" value={form.gradeLevel} onChange={(e) => set('gradeLevel')(e.target.value)} required>
          {GRADE_CHOICES.map((g) => (
            <option key={g} value={String(g)}>
              {t('teacher.gradeN', { grade: g })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="classroom-subject">{t('teacher.subject')}</label>
        <select id="classroom-subject" value={form.subject} onChange={(e) => set('subject')(e.target.value)} required>
          {SUBJECT_CHOICES.map((s) => (
            <option key={s} value={s}>
              {subjectName(intl, s)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="classroom-limit">{t('teacher.form.limit')}</label>
        <input id="classroom-limit" inputMode="numeric" value={form.studentLimit} onChange={(e) => set('studentLimit')(e.target.value)} aria-describedby="classroom-limit-help" />
        <small id="classroom-limit-help">{t('teacher.form.limitHelp')}</small>
      </div>
      <div className="field">
        <label htmlFor="classroom-language">{t('teacher.classroom.language')}</label>
        <select id="classroom-language" value={form.language} onChange={(e) => set('language')(e.target.value)} aria-describedby="classroom-language-help" data-testid="classroom-language-select">
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={LANGUAGE_TAG[l]}>
              {t(`language.name.${l}`)}
            </option>
          ))}
        </select>
        <small id="classroom-language-help">{t('teacher.form.languageHelp')}</small>
      </div>
    </>
  );
}
