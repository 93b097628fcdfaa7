import { useSignedInUser } from '../features/auth/signed-in-user.js';
import { UsersScreen } from '../features/users/users-screen.js';

/** Usuarios (admins only, docs/product.md §6): your own row has no actions. */
export function UsersPage() {
  return <UsersScreen currentUserId={useSignedInUser().id} />;
}
