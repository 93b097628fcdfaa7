import { DIVISION_NAMES, DIVISIONS, type Division, sitePath } from '@casa/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icon.js';
import { LanguageSwitch } from '../../components/language-switch.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { useLang } from '../../lib/lang.js';
import { divisionNav, isNavActive } from '../../lib/nav.js';
import styles from './site-header.module.css';
import { TEXTS } from './texts.js';

/**
 * The header of every division page (docs/product.md §2): logo to /, the division's navigation with its
 * active rules, the division switcher, and on small screens a collapsible menu with a DIVISIONS
 * section that closes when a link is clicked; the language switch in the bar and in the menu.
 *
 * The menu is a native popover its button opens (`popovertarget`): a tap works from the first
 * paint, before any script has run (docs/decisions/0020-taps-before-hydration.md), and Escape, a
 * tap outside it and the return of focus to the button are the browser's. React mirrors whether it
 * is open (the button's label, icon and aria-expanded) and closes it on a link or a new page.
 */
export function SiteHeader({ division }: { division: Division | null }) {
  const { pathname } = useLocation();
  const { companyName } = useSiteSettings();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const lang = useLang();
  const t = TEXTS[lang];
  const names = DIVISION_NAMES[lang];
  const home = sitePath('landing', lang);
  const nav = divisionNav(division ?? 'corporativo', lang);

  // Opened by a tap before the page was live: show it as open from the start.
  useEffect(() => setOpen(isMenuOpen(menuRef.current)), []);
  // The menu belongs to the page it was opened on: a new page (a link, back/forward) closes it.
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    closeMenu(menuRef.current);
  }, [pathname]);

  const close = () => closeMenu(menuRef.current);
  const navLinks = (variant: 'bar' | 'menu') =>
    nav.map((item) => {
      const active = division !== null && isNavActive(pathname, item);
      return (
        <li key={item.href}>
          <Link
            to={item.href}
            className={variant === 'bar' ? styles.navLink : styles.menuLink}
            aria-current={active ? 'page' : undefined}
            data-active={active ? 'true' : undefined}
            onClick={close}
          >
            {item.label}
          </Link>
        </li>
      );
    });

  return (
    <header className={styles.header} data-open={open ? 'true' : undefined}>
      <div className={styles.bar}>
        <Link to={home} className={styles.logo} onClick={close}>
          <span className={styles.logoName}>{companyName}</span>
          {division ? <span className={styles.logoDivision}>{names[division].toUpperCase()}</span> : null}
          <span className="sr-only">{t.homeLink}</span>
        </Link>

        <nav className={styles.nav} aria-label={t.mainNav}>
          <ul className={styles.navList}>{navLinks('bar')}</ul>
        </nav>

        <nav className={styles.switcher} aria-label={t.divisionsNav}>
          {DIVISIONS.map((item) => (
            <Link
              key={item}
              to={sitePath('division-home', lang, item)}
              className={styles.switch}
              aria-current={item === division ? 'true' : undefined}
              onClick={close}
            >
              {names[item].toUpperCase()}
            </Link>
          ))}
        </nav>

        <LanguageSwitch className={styles.language} onClick={close} />

        <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={menuId} popoverTarget={menuId}>
          <Icon name={open ? 'close' : 'menu'} size={24} />
          <span className="sr-only">{open ? t.closeMenu : t.openMenu}</span>
        </button>
      </div>

      <div id={menuId} ref={menuRef} className={styles.menu} popover="auto" onToggle={(event) => setOpen(event.newState === 'open')}>
        <nav aria-label={t.menuNav}>
          <ul className={styles.menuList}>{navLinks('menu')}</ul>
          <p className={styles.menuHeading} id={`${menuId}-divisions`}>
            {t.menuDivisions}
          </p>
          <ul className={styles.menuDivisions} aria-labelledby={`${menuId}-divisions`}>
            {DIVISIONS.map((item) => (
              <li key={item}>
                <Link
                  to={sitePath('division-home', lang, item)}
                  className={styles.menuDivision}
                  aria-current={item === division ? 'true' : undefined}
                  onClick={close}
                >
                  <span>{names[item].toUpperCase()}</span>
                  <Icon name="arrow-right" size={18} />
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitch className={styles.menuLanguage} onClick={close} />
        </nav>
      </div>
    </header>
  );
}

/** Whether the menu popover is showing (false where the browser has no popovers, as in jsdom). */
function isMenuOpen(menu: HTMLElement | null): boolean {
  try {
    return menu?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

function closeMenu(menu: HTMLElement | null): void {
  if (isMenuOpen(menu)) menu?.hidePopover();
}
