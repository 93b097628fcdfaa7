import { AccountScreen } from '../features/account/account-screen.js';
import { useSignedInUser } from '../features/auth/signed-in-user.js';

/** Mi cuenta (everyone, docs/product.md §6). */
export function AccountPage() {
  return <AccountScreen user={useSignedInUser()} />;
}
