import { and, eq, ne } from 'drizzle-orm';
import type { User } from '@souqna/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth.ts';
import { conflict, invalidFields, notFound, isUniqueViolation } from '../../platform/errors.ts';
import { checkPassword } from './passwords.ts';
import { membershipOf, toUser } from './sessions.ts';
import { users } from './tables.ts';

export interface ProfileChange {
  name: string;
  email: string;
  phone: string;
  avatar: string | null;
  currentPassword?: string;
}

const emailTaken = () => conflict('auth.emailTaken', [{ path: 'email', code: 'email_taken' }]);

/**
 * `PUT /merchant/profile`: name, e-mail, phone and avatar. A new e-mail is where password resets go,
 * so changing it needs the current password (checked before the e-mail's availability is revealed).
 */
export async function updateProfile(db: Db, auth: AuthContext, input: ProfileChange): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  if (input.email !== user.email) {
    if (!input.currentPassword) throw invalidFields({ path: 'currentPassword', code: 'required' });
    if (!(await checkPassword(user.passwordHash, input.currentPassword)))
      throw invalidFields({ path: 'currentPassword', code: 'wrong_password' });
  }
  try {
    return await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, user.id)));
      if (other) throw emailTaken();
      const [updated] = await tx
        .update(users)
        .set({ name: input.name, email: input.email, phone: input.phone, avatar: input.avatar, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      const { store, role } = await membershipOf(tx, user.id);
      return toUser(updated!, store.id, role);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
