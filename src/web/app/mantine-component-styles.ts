/**
 * Stands in for every `@mantine/core/styles/<Component>.css` import (vite.config.ts aliases them
 * here). main.tsx loads all of Mantine's CSS once, in order; a per-component file would be added
 * again later by a lazily loaded chunk, out of order, and undo overrides (UnstyledButton.css after
 * Button.css strips every button's background).
 */
export {};
