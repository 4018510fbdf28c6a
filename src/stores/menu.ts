/** Whether the narrow-screen menu drawer is open. */
import { atom } from 'nanostores';

/** The drawer is open. */
export const $menuOpen = atom(false);

/** Opens the drawer. */
export function openMenu(): void {
  $menuOpen.set(true);
}

/** Closes the drawer. */
export function closeMenu(): void {
  $menuOpen.set(false);
}

/** Opens a closed drawer, closes an open one. */
export function toggleMenu(): void {
  $menuOpen.set(!$menuOpen.get());
}
