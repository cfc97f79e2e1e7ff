import { useLayoutEffect } from 'react';
import type { Theme } from '../../contract/property-definition';
import { defaultTheme, themeVariables } from '../../domain/theme';

/** Applies the theme to the whole document (overlays included) while the component is mounted. */
export function useBrandTheme(theme: Theme | undefined): void {
  useLayoutEffect(() => {
    const variables = themeVariables(theme ?? {});
    const root = document.documentElement;
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    const themeColourMeta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previousThemeColour = themeColourMeta?.content;
    if (themeColourMeta) themeColourMeta.content = variables['--sf-brand'] ?? defaultTheme.BrandPrimary;
    return () => {
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
      if (themeColourMeta && previousThemeColour !== undefined) themeColourMeta.content = previousThemeColour;
    };
  }, [theme]);
}
