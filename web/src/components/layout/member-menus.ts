/**
 * The member's menus in the header: the desktop's picture menu and the phone drawer's account card. One chunk,
 * which the header loads only for a signed-in member (`lazyModule`): a visitor's pages never carry them.
 */
export { ViewerMenu } from './viewer-menu';
export { DrawerAccount } from './account-items';
