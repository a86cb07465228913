import { useEffect } from "react";
import { useAppStore } from "../../store/appStore";
import { selectTheme } from "../../store/selectors";

/** Puts the theme on <html> (Tailwind's `dark:` variant keys off the `dark` class); the store remembers it. */
export function useThemeClass(): void {
  const theme = useAppStore(selectTheme);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", theme === "dark");
    root.style.colorScheme = theme;
  }, [theme]);
}
