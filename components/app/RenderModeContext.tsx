// The render mode of the page being shown (lib/routing/renderMode.ts), decided once per request on the
// server and read from here by every component that renders differently in the newsroom's app.
import { createContext, useContext } from 'react';
import type { RenderMode } from '@/lib/routing/renderMode';

export const RenderModeContext = createContext<RenderMode>('web');

export function useRenderMode(): RenderMode {
  return useContext(RenderModeContext);
}
