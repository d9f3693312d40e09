import type { AvatarCategory, AvatarItem } from '@mathquest/contracts';
import { useI18n } from '../../i18n/use-i18n';

/** What the figure needs of an item: its picture and colour. */
export type AvatarLayerItem = Pick<AvatarItem, 'id' | 'name' | 'emoji' | 'color'>;
export type AvatarLook = Partial<Record<AvatarCategory, AvatarLayerItem | null>>;

const SKIN = '#ffd9b3';

/**
 * The avatar drawn from its equipped items as layered SVG, back to front: background, body,
 * head, face, headwear, accessory, emote; the title is a caption under it when `showTitle`.
 * Each layer names its item (data-item) so what is worn can be read off the page.
 */
export function AvatarFigure({ look, size = 96, showTitle = false, label }: { look: AvatarLook; size?: number; showTitle?: boolean; label?: string }) {
  const bg = look.BACKGROUND;
  const body = look.BODY;
  const face = look.FACE;
  const head = look.HEAD;
  const acc = look.ACCESSORY;
  const emote = look.EMOTE;
  const title = look.TITLE;
  const intl = useI18n();
  const worn = (['HEAD', 'BODY', 'FACE', 'ACCESSORY', 'BACKGROUND', 'EMOTE', 'TITLE'] as const).map((c) => look[c]?.name).filter(Boolean);
  const description = label ?? (worn.length ? intl.formatMessage({ id: 'avatarFigure.wearing' }, { items: intl.formatList(worn as string[]) }) : intl.formatMessage({ id: 'avatarFigure.plain' }));
  return (
    <figure className="avatar-figure" style={{ width: size }} data-testid="avatar-figure">
      <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={description}>
        <g data-layer="BACKGROUND" data-item={bg?.id ?? ''}>
          <rect x="0" y="0" width="100" height="100" rx="18" fill={bg?.color ?? '#e9ecef'} />
        </g>
        <g data-layer="BODY" data-item={body?.id ?? ''}>
          <path d="M18 100 C18 72 32 64 50 64 C68 64 82 72 82 100 Z" fill={body?.color ?? '#adb5bd'} />
        </g>
        <circle cx="50" cy="44" r="22" fill={SKIN} />
        <g data-layer="FACE" data-item={face?.id ?? ''}>
          {face?.emoji ? (
            <text x="50" y="53" fontSize="26" textAnchor="middle">
              {face.emoji}
            </text>
          ) : (
            <>
              <circle cx="42" cy="42" r="2.5" fill="#333" />
              <circle cx="58" cy="42" r="2.5" fill="#333" />
              <path d="M42 52 Q50 58 58 52" stroke="#333" strokeWidth="2" fill="none" />
            </>
          )}
        </g>
        <g data-layer="HEAD" data-item={head?.id ?? ''}>
          {head?.emoji ? (
            <text x="50" y="28" fontSize="26" textAnchor="middle">
              {head.emoji}
            </text>
          ) : null}
        </g>
        <g data-layer="ACCESSORY" data-item={acc?.id ?? ''}>
          {acc?.emoji ? (
            <text x="82" y="92" fontSize="20" textAnchor="middle">
              {acc.emoji}
            </text>
          ) : null}
        </g>
        <g data-layer="EMOTE" data-item={emote?.id ?? ''}>
          {emote?.emoji ? (
            <>
              <circle cx="84" cy="16" r="12" fill="#fff" opacity="0.9" />
              <text x="84" y="22" fontSize="15" textAnchor="middle">
                {emote.emoji}
              </text>
            </>
          ) : null}
        </g>
      </svg>
      {showTitle && title ? (
        <figcaption className="avatar-figure__title" style={{ color: title.color }} data-testid="avatar-title">
          {title.name}
        </figcaption>
      ) : null}
    </figure>
  );
}
