import type { ThemeConfig } from '@storefront/contracts/theme';
import type { ComponentType, SVGProps } from 'react';
import { MenuLink, type MenuNode, useMenu, useMenuTree } from '../../features/menus/index.ts';
import { useSession } from '../../features/sessions/index.ts';
import { useThemeConfig } from '../../shared/api/get-theme-config.ts';
import { useTranslation } from '../../shared/hooks/use-translation.ts';
import { FacebookIcon, InstagramIcon, TwitterIcon, YouTubeIcon } from './social-icons.tsx';

/** Shipped in public/: the footer background when the theme sets none (spec 2). */
export const DEFAULT_FOOTER_IMAGE = '/footer-pattern.svg';

type SocialKey = 'twitter_url' | 'facebook_url' | 'instagram_url' | 'youtube_url';
const socials: {
  key: SocialKey;
  label: 'footer.twitter' | 'footer.facebook' | 'footer.instagram' | 'footer.youtube';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: 'twitter_url', label: 'footer.twitter', Icon: TwitterIcon },
  { key: 'facebook_url', label: 'footer.facebook', Icon: FacebookIcon },
  { key: 'instagram_url', label: 'footer.instagram', Icon: InstagramIcon },
  { key: 'youtube_url', label: 'footer.youtube', Icon: YouTubeIcon },
];

/** Spec 2 shared layout: footer menus, social links, copyright, background image. */
export function Footer() {
  const { data: theme } = useThemeConfig();
  const image = theme?.overrided_footer_image || DEFAULT_FOOTER_IMAGE;

  return (
    <footer
      className="relative mt-16 bg-neutral-900 bg-cover bg-center text-neutral-100"
      style={{ backgroundImage: `url("${image.replaceAll('"', '%22')}")` }}
    >
      {/* A scrim keeps the text readable on any configured image. */}
      <div aria-hidden className="absolute inset-0 bg-neutral-950/80" />
      {/* Room under the copyright for the back-to-top button, which floats over the page end. */}
      <div className="relative mx-auto max-w-7xl px-4 pt-12 pb-24 sm:pb-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {theme?.footer_menus.map((menuId) => (
            <FooterMenu key={menuId} menuId={menuId} />
          ))}
          {theme && <SocialLinks theme={theme} />}
        </div>
        <div className="mt-10 border-t border-white/15 pt-6 text-sm text-neutral-300">
          {theme?.copy_right && <p>{theme.copy_right}</p>}
        </div>
      </div>
    </footer>
  );
}

function FooterMenu({ menuId }: { menuId: number }) {
  const { isLoggedIn } = useSession();
  const { data: menu } = useMenu(menuId);
  const { tree, isPending } = useMenuTree(menuId, !isLoggedIn);
  const headingId = `footer-menu-${menuId}`;
  if (isPending) {
    return (
      <div aria-hidden className="space-y-3">
        <span className="block h-4 w-32 animate-pulse rounded bg-white/20" />
        <span className="block h-3 w-24 animate-pulse rounded bg-white/10" />
        <span className="block h-3 w-28 animate-pulse rounded bg-white/10" />
      </div>
    );
  }
  if (tree.length === 0) return null;
  return (
    <nav aria-labelledby={menu ? headingId : undefined}>
      {menu && (
        <h2 id={headingId} className="text-base font-semibold text-white">
          {menu.name}
        </h2>
      )}
      <FooterLinks nodes={tree} />
    </nav>
  );
}

function FooterLinks({ nodes, nested = false }: { nodes: MenuNode[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'ms-3 mt-2 space-y-2' : 'mt-4 space-y-2.5'}>
      {nodes.map((node) => (
        <li key={node.item.menuItemId}>
          <MenuLink
            item={node.item}
            className="text-sm text-neutral-300 underline-offset-4 hover:text-white hover:underline"
          />
          {node.children.length > 0 && <FooterLinks nodes={node.children} nested />}
        </li>
      ))}
    </ul>
  );
}

function SocialLinks({ theme }: { theme: ThemeConfig }) {
  const { t } = useTranslation();
  const configured = socials.filter(({ key }) => Boolean(theme[key]));
  if (configured.length === 0) return null;
  return (
    <div>
      <h2 className="text-base font-semibold text-white">{t('footer.social')}</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {configured.map(({ key, label, Icon }) => (
          <li key={key}>
            <a
              href={theme[key] ?? undefined}
              // The shop's page on another site: the shop stays open in its own tab.
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t(label)} ${t('header.opensInNewTab')}`}
              className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
            >
              <Icon className="size-5" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
