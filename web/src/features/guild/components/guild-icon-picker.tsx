import { GUILD_ICONS } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';

type GuildIcon = (typeof GUILD_ICONS)[number];

/** The guild icon choice of the create and settings forms: one radio per icon, named by its place. */
export function GuildIconPicker({ name, value, onChange }: { name: string; value: string; onChange: (icon: GuildIcon) => void }) {
  const intl = useI18n('guild');
  return (
    <fieldset className="guild-icons">
      <legend>{intl.formatMessage({ id: 'guild.icon' })}</legend>
      {GUILD_ICONS.map((i, n) => (
        <label key={i} className={`guild-icons__choice${value === i ? ' guild-icons__choice--on' : ''}`}>
          <input type="radio" name={name} value={i} checked={value === i} onChange={() => onChange(i)} aria-label={intl.formatMessage({ id: 'guild.icon.choice' }, { n: n + 1 })} />
          <span aria-hidden="true">{i}</span>
        </label>
      ))}
    </fieldset>
  );
}
