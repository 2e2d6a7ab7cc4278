// Imports the theme, which the build renders into the theme stylesheet.
import theme from '@/components/theme/theme';

export const palette = theme.palette;
