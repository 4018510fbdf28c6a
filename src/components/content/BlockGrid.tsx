/** Content blocks as cards: icon, title, text and, when given, a link to a page; nothing without blocks. */
import type { BlockView } from '../../lib/content/views';
import { ContentIcon } from './ContentIcon';

interface Props {
  blocks: BlockView[];
  /** Heading level of the card titles: 2 directly under the h1, 3 under a section heading. */
  level?: 2 | 3 | undefined;
  /** The class of the element around the list, where the page lays it out. */
  className: string;
}

export function BlockGrid({ blocks, level = 2, className }: Props) {
  if (blocks.length === 0) return null;
  const Heading = `h${level}` as const;
  const columns = blocks.length % 4 === 0 && blocks.length % 3 !== 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <div className={className}>
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {blocks.map((block, index) => (
        <li
          key={index}
          className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-6 raised-sm transition hover:raised-md focus-within:raised-md"
        >
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-primary text-ink">
            <ContentIcon icon={block.icon} className="size-6" />
          </span>
          <Heading className="text-xl font-bold">
            {block.href ? (
              <a
                href={block.href}
                className="text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:text-secondary-strong"
              >
                {block.title}
              </a>
            ) : (
              block.title
            )}
          </Heading>
          <p className="mt-2">{block.text}</p>
        </li>
      ))}
    </ul>
    </div>
  );
}
