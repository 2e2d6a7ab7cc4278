// Imports a component the build does not render.
import Footer from '@/components/shell/Footer';

export const footer = Footer;
