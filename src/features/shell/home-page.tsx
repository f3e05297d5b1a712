import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  IconBriefcase,
  IconCoin,
  IconGavel,
  IconMapPin,
  IconPackage,
  IconTruckDelivery,
  IconUserCircle,
} from '@tabler/icons-react';
import { useSession } from '@/lib/session/use-session';
import { useDocumentTitle } from '@/ui/use-document-title';
import { homeMessages as m } from './home-messages';
import classes from './home-page.module.css';

const sellingPoints = [
  { icon: IconCoin, title: m.pricePoint.title, text: m.pricePoint.text },
  { icon: IconGavel, title: m.tenderPoint.title, text: m.tenderPoint.text },
  { icon: IconMapPin, title: m.trackPoint.title, text: m.trackPoint.text },
] as const;

/** The home page: what the service is, the two main actions, and why to use it. */
export function HomePage() {
  useDocumentTitle(m.documentTitle);
  // Hydration-safe: the session reads null while hydrating (useSyncExternalStore's server
  // snapshot), then a courier's own actions replace the customer's (issue 16).
  const { hasRole } = useSession();
  const courier = hasRole('Courier');
  return (
    <Stack gap="xl">
      <section className={classes.hero} aria-labelledby="home-title">
        <Text className={classes.eyebrow}>{m.eyebrow}</Text>
        <Title order={1} id="home-title" className={classes.title}>
          Kurye Çağır
        </Title>
        <Text className={classes.lead}>{m.lead}</Text>
        <Group gap="sm" mt="lg" className={classes.actions}>
          {courier ? (
            <>
              <Button
                renderRoot={(props) => <Link to="/kurye/isler" {...props} />}
                size="lg"
                variant="white"
                c="courier.9"
                leftSection={<IconBriefcase size={22} aria-hidden />}
                className={classes.cta}
              >
                {m.courierWorkCta}
              </Button>
              <Button
                renderRoot={(props) => <Link to="/kurye/profil" {...props} />}
                size="lg"
                variant="outline"
                leftSection={<IconUserCircle size={22} aria-hidden />}
                className={`${classes.cta} ${classes.ctaSecondary}`}
              >
                {m.courierProfileCta}
              </Button>
            </>
          ) : (
            <>
              <Button
                renderRoot={(props) => <Link to="/gonderi-olustur" {...props} />}
                size="lg"
                variant="white"
                c="courier.9"
                leftSection={<IconTruckDelivery size={22} aria-hidden />}
                className={classes.cta}
              >
                {m.createCta}
              </Button>
              <Button
                renderRoot={(props) => <Link to="/gonderi-liste/aktif/" {...props} />}
                size="lg"
                variant="outline"
                leftSection={<IconPackage size={22} aria-hidden />}
                className={`${classes.cta} ${classes.ctaSecondary}`}
              >
                {m.trackCta}
              </Button>
            </>
          )}
        </Group>
      </section>

      <section aria-labelledby="home-why">
        <Title order={2} id="home-why" className={classes.sectionTitle}>
          {m.whyTitle}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {sellingPoints.map((point) => (
            <Paper key={point.title} withBorder radius="lg" p="lg" className={classes.point}>
              <ThemeIcon size={44} radius="md" variant="light">
                <point.icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} className={classes.pointTitle}>
                {point.title}
              </Title>
              <Text c="dimmed" size="sm">
                {point.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      {courier ? null : (
        <Paper radius="lg" p="lg" className={classes.courierBand}>
          <Group justify="space-between" gap="md">
            <div>
              <Title order={2} className={classes.courierTitle}>
                {m.courierTitle}
              </Title>
              <Text size="sm">{m.courierText}</Text>
            </div>
            <Button
              renderRoot={(props) => <Link to="/kurye/uye-ol" {...props} />}
              variant="outline"
              c="courier.9"
            >
              {m.courierCta}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
