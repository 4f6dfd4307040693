// Everything every page shares, mounted once in _app (which stays mounted across client navigation):
// the page's locale and render mode and the progress bar. The later features hang their providers
// here too: the session (accounts), the global podcast player, the ad manager.
import type { ReactNode } from 'react';
import { LocaleContext } from '@/lib/i18n/LocaleContext';
import type { ShellData } from '@/lib/view/shellData';
import { ProgressBar } from '../layout/ProgressBar';
import { RenderModeContext } from './RenderModeContext';

export function AppProviders({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={shell.locale}>
      <RenderModeContext.Provider value={shell.renderMode}>
        <ProgressBar />
        {children}
      </RenderModeContext.Provider>
    </LocaleContext.Provider>
  );
}
