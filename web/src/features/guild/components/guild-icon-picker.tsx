import { GUILD_ICONS } from '@mathquest/contracts';

type GuildIcon = (typeof GUILD_ICONS)[number];

/** The guild icon choice of the create and settings forms: one radio per icon, named by its place. */
export function GuildIconPicker({ name, value, onChange }: { name: string; value: string; onChange: (icon: GuildIcon) => void }) {
  return (
    <fieldset className="guild-icons">
      <legend>Guild icon</legend>
      {GUILD_ICONS.map((i, n) => (
        <label key={i} className={`guild-icons__choice${value === i ? ' guild-icons__choice--on' : ''}`}>
          <input type="radio" name={name} value={i} checked={value === i} onChange={() => onChange(i)} aria-label={`Icon ${n + 1}`} />
          <span aria-hidden="true">{i}</span>
        </label>
      ))}
    </fieldset>
  );
}
