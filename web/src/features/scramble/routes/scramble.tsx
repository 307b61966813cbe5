import { PublicPage } from '@/components/layouts/public-page';

export default function ScrambleRoute() {
  return <PublicPage title="Golf Scramble" lead="Tee off with fellow members at the GRO Golf Scramble." />;
}
