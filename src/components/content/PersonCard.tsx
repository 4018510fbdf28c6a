/**
 * A person in a grid: portrait, name (linked to their page when there is one), function and short
 * bio, and a link under the card (a specialist's firm). Drawn by src/components/PersonCard.astro
 * on the team page and by the CMS's live preview of a specialist.
 */
import type { LabelView } from '../../lib/content/views';
import { type PictureView, cardPortrait } from '../../lib/display/picture-sizes';
import { Picture } from './Picture';
import { PublicationLabel } from './PublicationLabel';

/** What a person's card shows. */
export interface PersonCardView {
  name: string;
  role: string;
  portrait: PictureView & { alt: string };
  bio?: string | undefined;
  href?: string | undefined;
  extra?: { label: string; href: string } | undefined;
  label?: LabelView | undefined;
  /** The attributes that mark a draft's or a scheduled entry's card on a preview deploy. */
  marks?: Record<string, string> | undefined;
}

export function PersonCard({ card }: { card: PersonCardView }) {
  return (
    <li
      className="relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white raised-sm transition focus-within:raised-md hover:raised-md"
      {...card.marks}
    >
      <Picture
        picture={card.portrait}
        alt={card.portrait.alt}
        sizes={cardPortrait.sizes}
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <PublicationLabel label={card.label} />
        <h3 className="text-lg font-bold">
          {card.href ? (
            <a
              href={card.href}
              className="text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:text-secondary-strong"
            >
              {card.name}
            </a>
          ) : (
            card.name
          )}
        </h3>
        <p className="font-semibold text-secondary">{card.role}</p>
        {card.bio && <p className="mt-2 text-sm">{card.bio}</p>}
        {card.extra && (
          <p className="relative mt-auto pt-3 text-sm">
            <a href={card.extra.href} rel="noopener">
              {card.extra.label}
            </a>
          </p>
        )}
      </div>
    </li>
  );
}
