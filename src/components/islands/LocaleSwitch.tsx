/**
 * The link to this page in the other locale (DESIGN.md §5), labelled in the target language.
 * Following it sets the locale cookie (365 days, path /, SameSite=Lax). Without JavaScript it is
 * a plain link.
 */
import type { Locale } from '../../i18n/locales';
import { localeCookie } from '../../lib/locale-cookie';
import { Icon } from './Icon';
import { withBoundary } from './IslandBoundary';

interface Props {
  href: string;
  locale: Locale;
  /** "English" or "Nederlands". */
  label: string;
  /** A hint in the target language, e.g. "Read this page in English". */
  title: string;
}

function LocaleSwitch({ href, locale, label, title }: Props) {
  return (
    <a
      href={href}
      // React would write hrefLang in camel case; HTML wants the attribute lower case.
      {...{ hreflang: locale }}
      lang={locale}
      title={title}
      data-locale-switch
      onClick={() => {
        document.cookie = localeCookie(locale, window.location.protocol === 'https:');
      }}
      className="ml-auto flex items-center gap-1 rounded px-2 py-2 font-semibold text-ink no-underline hover:bg-accent hover:text-ink sm:px-3 lg:ml-0"
    >
      <span className="hidden sm:block">
        <Icon name="translate" className="size-5" />
      </span>
      {label}
    </a>
  );
}

export default withBoundary(LocaleSwitch);
