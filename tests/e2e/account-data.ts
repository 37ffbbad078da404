import { insertClient, uniqueTag } from './admin-data';
import { e2eSql } from './fixtures';

/** An accepted account with a password, made for one test (the demo accounts stay as they are). */
export async function account(role: 'client' | 'admin' = 'client', password = 'first-password') {
  const tag = uniqueTag();
  const email = `${role}-${tag}@accounts.test`;
  const sql = e2eSql();
  try {
    const id = await insertClient(sql, {
      email,
      fullName: `Person ${tag}`,
      companyName: `Co ${tag}`,
      role,
      invitation: 'accepted',
    });
    await sql`update auth.users set encrypted_password = extensions.crypt(${password}, extensions.gen_salt('bf')),
              email_confirmed_at = now() where id = ${id}`;
    return { id, email, password, tag };
  } finally {
    await sql.end();
  }
}
