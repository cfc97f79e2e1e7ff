import { menuOutline } from 'ionicons/icons';
import { Icon } from '../../ui/icon';

// The menu button is a plain button rather than Ionic's menu button: the menu itself (Ionic's
// menu with its gestures and animations, the account entries) loads when a guest first opens
// it, not with every page (docs/budgets.md).

export function PropertyMenuButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className="menu-button" aria-label="Open menu" onClick={onOpen}>
      <Icon icon={menuOutline} />
    </button>
  );
}
