// The heading and opening line at the top of the Services and Contact pages.
import Typography from '@/components/ui/Typography';

type Props = { title: string; intro: string };

export default function PageIntro({ title, intro }: Props) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography>{intro}</Typography>
    </>
  );
}
