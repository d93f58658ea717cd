import type { FastifyInstance } from 'fastify';
import type { AdminGuard } from '../auth/admin-guard.ts';

/** What the console's routes need: the guard, and the signed-in operator's address. */
export interface AdminConsoleOptions {
  adminGuard: AdminGuard;
  /** The account's email (an operator always has one: the guard checked it). */
  emailOf: (uid: string) => Promise<string | undefined>;
}

/**
 * The operator's console (issue 23): `GET /api/admin/me` tells the web app whether to show the
 * console at /admin (the page itself is the app shell, answered in web-app.ts). 401 to nobody
 * signed in, 403 to anyone else, as every admin route.
 */
export function registerAdminConsoleRoutes(app: FastifyInstance, options: AdminConsoleOptions): void {
  const { adminGuard, emailOf } = options;

  app.get('/api/admin/me', async (request, reply) => {
    const admin = await adminGuard.requireAdmin(request, reply);
    if (!admin) return reply;
    void reply.header('Cache-Control', 'no-store');
    return reply.send({ email: (await emailOf(admin.uid)) ?? '' });
  });
}
