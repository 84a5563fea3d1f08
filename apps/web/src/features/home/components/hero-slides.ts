/** The four hero slides. Calls to action lead only to pages that exist. */
export interface HeroSlide {
  id: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  /** Shown instead of `cta` to a signed-in visitor (e.g. instead of registering). */
  signedInCta?: { label: string; to: string };
  image: string;
  background: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 'train',
    title: 'Get stronger with coaches who lift',
    text: 'Training templates, one-to-one coaching and consultations built for lifters in Nepal, wherever you train.',
    cta: { label: 'Browse templates', to: '/template' },
    image: '/images/home/hero-barbell.svg',
    background: 'linear-gradient(135deg, #141517 0%, #2c1315 55%, #7a1c1c 100%)',
  },
  {
    id: 'story',
    title: 'Started by a powerlifting coach in 2020',
    text: 'Good coaching should not depend on where you live or what you earn. Read how OxStrength began.',
    cta: { label: 'Read our story', to: '/our-story' },
    image: '/images/home/hero-plates.svg',
    background: 'linear-gradient(135deg, #1a1b1e 0%, #3b1416 50%, #8f1f1f 100%)',
  },
  {
    id: 'consultation',
    title: 'A free consultation call with every programme',
    text: 'Sign up to a programme and talk it through with a coach before your first session.',
    cta: { label: 'Create an account', to: '/register' },
    signedInCta: { label: 'Go to your dashboard', to: '/dashboard' },
    image: '/images/home/hero-call.svg',
    background: 'linear-gradient(135deg, #25262b 0%, #4a1518 55%, #a61e1e 100%)',
  },
  {
    id: 'coaching',
    title: 'One-to-one coaching with a trainer',
    text: 'Pick a trainer and a 4, 12 or 24 week plan, and train with a programme written for you.',
    cta: { label: 'Find a coach', to: '/coaching' },
    image: '/images/home/hero-chat.svg',
    background: 'linear-gradient(135deg, #101113 0%, #331216 50%, #6e1a1a 100%)',
  },
];
