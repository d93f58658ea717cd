import type { UserProfile } from '@abhyas/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from '../api-error-presenter.ts';
import { requireSessionUser, type SessionUser } from './session-user.ts';

export const ADMIN_ONLY = 'Forbidden';

/** Who may use /admin and its API: decided on the server for every request, never by the client. */
export interface AdminGuard {
  isAdmin(request: FastifyRequest): Promise<boolean>;
  /** Answers 401 to nobody signed in and 403 to anyone not an admin; otherwise returns the admin. */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | undefined>;
}

export function createAdminGuard(options: {
  /** ADMIN_EMAILS, lower case. */
  adminEmails: readonly string[];
  findProfile: (uid: string) => Promise<UserProfile | undefined>;
}): AdminGuard {
  const adminEmails = new Set(options.adminEmails);

  // Only a verified address counts: anyone can sign up with an operator's address and not prove it.
  async function isAdminUser(user: SessionUser | null): Promise<boolean> {
    if (!user || adminEmails.size === 0) return false;
    const profile = await options.findProfile(user.uid);
    return Boolean(profile?.emailVerified && profile.email && adminEmails.has(profile.email.toLowerCase()));
  }

  return {
    isAdmin: (request) => isAdminUser(request.sessionUser),
    async requireAdmin(request, reply) {
      const user = requireSessionUser(request, reply);
      if (!user) return undefined;
      if (await isAdminUser(user)) return user;
      sendApiError(reply, 403, ADMIN_ONLY);
      return undefined;
    },
  };
}
