import { GUILD_ICONS } from '@mathquest/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useUpdateGuildSettings } from '../api/guild-actions';
import type { Guild, MyGuild } from '../api/guild-api';
import { GuildIconPicker } from './guild-icon-picker';

/** The guild hall's settings form (docs/product/social.md#guilds). */
export function Settings({ guild, onSaved }: { guild: Guild; onSaved: (g: MyGuild) => void }) {
  const intl = useI18n('guild');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [icon, setIcon] = useState(guild.icon);
  const [description, setDescription] = useState(guild.description);
  const save = useUpdateGuildSettings(guild.id);
  const busy = save.isPending;
  const error = save.isError ? wordError(intl, errorFactsOf(save.error), 'guild.settings.failed') : null;
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ icon: icon as (typeof GUILD_ICONS)[number], description: description.trim() }, { onSuccess: onSaved });
  };
  return (
    <section id="guild-settings" className="panel" aria-labelledby="guild-settings-title">
      <h2 id="guild-settings-title">{t('guild.settings.title')}</h2>
      <form className="guild-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="settings-description">{t('guild.create.description')}</label>
          <textarea id="settings-description" ref={first} value={description} maxLength={200} rows={2} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <GuildIconPicker name="settings-icon" value={icon} onChange={setIcon} />
        {error ? (
          <p className="guild-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('guild.settings.saving') : t('guild.settings.save')}
        </button>
      </form>
    </section>
  );
}
