import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';

/** Where the forms of a page with several (each saved on its own) say whether they hold unsaved changes. */
interface UnsavedRegistry {
  /** `label`: the form's name while it has unsaved changes; null once it has none (saved, reset or gone). */
  report(id: string, label: string | null): void;
}

const UnsavedChangesContext = createContext<UnsavedRegistry | null>(null);

/** The notice's gap above the bottom of the window (its `bottom="4"`). */
const NOTICE_GAP_PX = 16;

/**
 * Called by every Form: inside an UnsavedChanges page, reports the form's name (its aria-label)
 * while it has changes that are not saved. Outside one, does nothing.
 */
export function useReportUnsaved(id: string, label: string | undefined, dirty: boolean): void {
  const registry = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!registry || !label) return;
    registry.report(id, dirty ? label : null);
    return () => registry.report(id, null);
  }, [registry, id, label, dirty]);
}

export interface UnsavedChangesTexts {
  /** The notice while some sections are unsaved, with `{{sections}}` already filled in. */
  notice: (sections: string) => string;
  leaveTitle: string;
  leaveBody: (sections: string) => string;
  stay: string;
  leave: string;
}

export interface UnsavedChangesProps {
  texts: UnsavedChangesTexts;
  /** How the section names are joined ("Blood group, Contact details"). */
  join: (sections: string[]) => string;
  children: ReactNode;
}

/**
 * A page of forms each saved on its own (the profile edit page). It keeps which of them hold
 * unsaved changes and says so: a notice, polite to screen readers, that names them while any is
 * unsaved (so saving one section tells the user the others are not saved), and, when the user
 * leaves for another page of the app or closes the tab, a question first. Nothing is saved for
 * them: which changes to keep stays the user's choice.
 */
export function UnsavedChanges({ texts, join, children }: UnsavedChangesProps) {
  const [unsaved, setUnsaved] = useState<ReadonlyMap<string, string>>(new Map());
  const report = useCallback((id: string, label: string | null) => {
    setUnsaved((current) => {
      if ((current.get(id) ?? null) === label) return current;
      const next = new Map(current);
      if (label) next.set(id, label);
      else next.delete(id);
      return next;
    });
  }, []);
  const registry = useMemo(() => ({ report }), [report]);
  const sections = join([...unsaved.values()]);
  const any = unsaved.size > 0;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => any && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!any) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [any]);

  // While the notice shows, a field reached with Tab is scrolled clear of it, not under it (WCAG
  // 2.4.11): the page keeps room below for the notice's height and the gap under it.
  const notice = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!any || !notice.current) return;
    root.style.scrollPaddingBottom = `${notice.current.offsetHeight + NOTICE_GAP_PX * 2}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [any, sections]);

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      <Box ref={notice} role="status" aria-live="polite" position="sticky" bottom="4" mt="6" zIndex="docked">
        {any && (
          <Text bg="orange.subtle" color="orange.fg" borderWidth="1px" borderColor="orange.muted" borderRadius="lg" px="4" py="3" fontWeight="medium" boxShadow="md">
            {texts.notice(sections)}
          </Text>
        )}
      </Box>
      <Dialog.Root
          role="alertdialog"
        placement="center"
        open={blocker.state === 'blocked'}
        onOpenChange={(details) => {
          if (!details.open && blocker.state === 'blocked') blocker.reset();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{texts.leaveTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>{texts.leaveBody(sections)}</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{texts.stay}</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
                  {texts.leave}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </UnsavedChangesContext.Provider>
  );
}
