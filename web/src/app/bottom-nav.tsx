import { ArrowLeft, House, ListChecks, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { sharedTexts } from '@/lib/shared-texts';

interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Paths for which the entry shows as the current one. */
  matches: (pathname: string) => boolean;
}

const entries: NavEntry[] = [
  { to: '/', label: sharedTexts.nav.home, icon: House, matches: (path) => path === '/' || path === '/home' },
  {
    to: '/saved-lists',
    label: sharedTexts.nav.savedLists,
    icon: ListChecks,
    matches: (path) => path === '/saved-lists' || path.startsWith('/saved-list/'),
  },
  { to: '/profile', label: sharedTexts.nav.profile, icon: UserRound, matches: (path) => path === '/profile' },
];

/** iPhone, iPod, and iPad (which reports itself as a Mac with touch). */
function isIosDevice(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

const neverChanges = () => () => {};

const itemClasses =
  'flex min-w-16 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl py-1.5 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The bottom navigation bar (spec §2): back, Início, Listas Salvas, Perfil. The current
 * entry is highlighted and marked aria-current; iOS gets extra bottom padding.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The pre-rendered shell (prerender.tsx) has the default padding; iOS gets its own once hydrated.
  const iosDevice = useSyncExternalStore(neverChanges, isIosDevice, () => false);

  function goBack() {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) navigate(-1);
    else navigate('/', { replace: true });
  }

  return (
    <nav
      aria-label={sharedTexts.nav.label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 backdrop-blur',
        iosDevice ? 'pb-[max(1.5rem,env(safe-area-inset-bottom))]' : 'pb-[env(safe-area-inset-bottom)]',
      )}
    >
      <div className="mx-auto flex max-w-xl items-stretch gap-1 px-2 py-1.5">
        <button type="button" onClick={goBack} className={cn(itemClasses, 'text-muted-foreground hover:bg-muted')}>
          <ArrowLeft aria-hidden="true" className="size-6" />
          <span>{sharedTexts.nav.back}</span>
        </button>
        {entries.map((entry) => {
          const active = entry.matches(pathname);
          const Icon = entry.icon;
          return (
            <Link
              key={entry.to}
              to={entry.to}
              aria-current={active ? 'page' : undefined}
              className={cn(
                itemClasses,
                active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.5 : 2} />
              <span>{entry.label}</span>
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
