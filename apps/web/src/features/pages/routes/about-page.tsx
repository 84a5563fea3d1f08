import {
  Box,
  Button,
  Container,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import {
  IconBook,
  IconBulb,
  IconEye,
  IconHeartHandshake,
  IconMessages,
  IconPhoneCall,
  IconPlayerPlay,
  IconScale,
  IconTarget,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MediaGallery } from '../../../components/media-gallery';
import { NewsletterBlock } from '../../../components/newsletter-block';
import { OffersBanner } from '../../../components/offers-banner';
import { TrainersList } from '../../../components/trainers-list';
import { appMediaQuery } from '../../media/api/media-api';
import { trainersQuery } from '../../trainers/api/trainers-api';

const INCLUDED: { text: string; icon: Icon }[] = [
  { text: 'A free consultation call with a coach when you sign up to a programme', icon: IconPhoneCall },
  { text: 'A library of programmes for strength, muscle, fat loss and general fitness', icon: IconBook },
  { text: 'Tutorials that show how to perform and progress the main lifts', icon: IconPlayerPlay },
  { text: 'A forum to discuss training and diet with coaches and other members', icon: IconMessages },
  { text: 'Occasional live webinars with our coaches', icon: IconVideo },
];

const VALUES: { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Honest coaching',
    text: 'We tell you what works, what it costs and how long it takes. No shortcuts, no miracle claims.',
    icon: IconScale,
  },
  {
    title: 'Evidence first',
    text: 'Our programmes follow proven training principles: progressive overload, recovery and consistency.',
    icon: IconBulb,
  },
  {
    title: 'Within reach',
    text: 'Good coaching should be affordable, so our templates cost far less than one-to-one coaching.',
    icon: IconHeartHandshake,
  },
];

function Statement({
  title,
  icon: StatementIcon,
  children,
}: {
  title: string;
  icon: Icon;
  children: string;
}) {
  return (
    <Paper withBorder radius="md" p="xl" h="100%">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
        <StatementIcon size={26} />
      </ThemeIcon>
      <Title order={2} size="h3" mt="md">
        {title}
      </Title>
      <Text mt="sm" c="gray.8">
        {children}
      </Text>
    </Paper>
  );
}

/** Our trainers (GET /user/trainers), with a link to /trainers. */
function Trainers() {
  const { data, isPending } = useQuery(trainersQuery());
  return <TrainersList trainers={data} isPending={isPending} />;
}

/** The app's own photos (GET /multimedias/app?kind=image); nothing when there are none. */
function Gallery() {
  const { data } = useQuery(appMediaQuery('image'));
  if (!data || data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="gallery-heading" mt={56}>
      <Title order={2} id="gallery-heading" mb="lg">
        Gallery
      </Title>
      <MediaGallery media={data} />
    </Box>
  );
}

/** /about: who we are, mission, vision and values, our trainers and a gallery (spec part 1 section 2). */
export function Component() {
  usePageTitle('About Us | OxStrength');
  return (
    <>
      <Container size="lg" py={{ base: 'xl', md: 56 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <div>
            <Title order={1}>About OxStrength</Title>
            <Text mt="md" size="lg" c="gray.8">
              OxStrength is an online strength and fitness platform for people in Nepal. We bring together
              training templates, one-to-one coaching and timed consultations with our trainers, so you can
              train with a proper plan wherever you are.
            </Text>
            <Text mt="md" c="gray.8">
              When you sign up to a programme you also get a free consultation call with a coach, access to
              our library of programmes, tutorials, a forum for questions and discussion, and occasional live
              webinars.
            </Text>
            <Group mt="xl">
              <Button component={Link} to="/our-story">
                Read our story
              </Button>
              <Button component={Link} to="/contact" variant="outline">
                Contact us
              </Button>
            </Group>
          </div>
          <Image
            src="/images/about/about-coaching.svg"
            alt="A coach reviewing a lifter's progress chart on a screen"
            width={480}
            height={320}
            radius="md"
            maw={480}
            h="auto"
            mx="auto"
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt={56}>
          <Statement title="Our Mission" icon={IconTarget}>
            To make good strength coaching available to everyone in Nepal, with programmes written by
            experienced coaches, clear guidance on every lift and support whenever you need it.
          </Statement>
          <Statement title="Our Vision" icon={IconEye}>
            A country where anyone who wants to get stronger, healthier and more confident can train with a
            plan that fits their goals, their schedule and their budget.
          </Statement>
        </SimpleGrid>

        <Box component="section" aria-labelledby="values-heading" mt={56}>
          <Title order={2} id="values-heading">
            Our Values
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="lg">
            {VALUES.map(({ title, text, icon: ValueIcon }) => (
              <Paper key={title} withBorder radius="md" p="lg">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
                    <ValueIcon size={22} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                </Group>
                <Text mt="sm" c="gray.8">
                  {text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Box>

        <Box component="section" aria-labelledby="included-heading" mt={56}>
          <Title order={2} id="included-heading">
            What you get with OxStrength
          </Title>
          <List spacing="md" mt="lg" center>
            {INCLUDED.map(({ text, icon: ItemIcon }) => (
              <List.Item
                key={text}
                icon={
                  <ThemeIcon size={32} radius="xl" aria-hidden="true">
                    <ItemIcon size={18} />
                  </ThemeIcon>
                }
              >
                {text}
              </List.Item>
            ))}
          </List>
        </Box>

        <Box mt={56}>
          <Trainers />
        </Box>
        <Gallery />

        <OffersBanner kind="all" />
      </Container>
      <NewsletterBlock />
    </>
  );
}
