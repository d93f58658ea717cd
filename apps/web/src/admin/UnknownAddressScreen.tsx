import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { lazyScreen } from '../shell/chunk-retry.ts';
import { CONSOLE_PATH, operatorEmail } from './admin-access.ts';

/*
 * What the app shows at an address it has no screen for: the not-found page, except that at
 * the console's address an operator gets the console. The router knows no console route, so
 * the first screen's bundle says nothing of it; the server answers the address with 404 to
 * everyone but an operator, and the console's code loads only once the server said yes.
 */
const OperatorConsole = lazyScreen(() => import('./OperatorConsole.tsx'));

type Access = { kind: 'checking' } | { kind: 'denied' } | { kind: 'operator'; email: string };

function useOperatorAccess(atConsole: boolean): Access {
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;
  const [access, setAccess] = useState<Access>({ kind: atConsole ? 'checking' : 'denied' });
  useEffect(() => {
    if (!atConsole) {
      setAccess({ kind: 'denied' });
      return;
    }
    // Asked again when the account changes: signing out at the console leaves it at once.
    if (loading) return;
    let live = true;
    setAccess({ kind: 'checking' });
    void operatorEmail().then((email) => {
      if (live) setAccess(email && uid ? { kind: 'operator', email } : { kind: 'denied' });
    });
    return () => {
      live = false;
    };
  }, [atConsole, uid, loading]);
  return access;
}

function Checking() {
  const { t } = useTranslation('shell');
  return (
    <p className="route-loading" role="status">
      {t('loading.screen')}
    </p>
  );
}

export default function UnknownAddressScreen() {
  const { pathname } = useLocation();
  const access = useOperatorAccess(CONSOLE_PATH.test(pathname));
  if (access.kind === 'checking') return <Checking />;
  if (access.kind === 'denied') return <NotFoundPage />;
  return (
    <Suspense fallback={<Checking />}>
      <OperatorConsole email={access.email} />
    </Suspense>
  );
}
