import { Button, Group, Text } from '@mantine/core';
import { LANGUAGE_NAMES } from '@contracts/languages';
import { offered, pickLanguage, resetLanguage } from '../../../i18n/kioskLanguage';
import { useKiosk } from '../KioskContext';
import { kioskText } from '../kioskText';
import { useIdleReset } from '../useIdleReset';

/**
 * The kiosk home's language picker (issue 27): one tap per language the tenant offers, each in its own name (no
 * flags: a flag is a country, not a language). A home left alone in another language than the tenant's default goes
 * back to it, as every other kiosk screen's idle reset does.
 */
export function LanguagePicker() {
  const { depot, language } = useKiosk();
  const { languages, defaultLanguage } = offered(depot);
  const idlePrompt = useIdleReset(!!depot && language !== defaultLanguage, () => void resetLanguage(depot));
  if (languages.length < 2) return null;
  return (
    <nav aria-label={kioskText.language} data-testid="kiosk-languages">
      <Group gap="xs" justify="center">
        {languages.map((l) => (
          <Button
            key={l}
            lang={l}
            dir="auto"
            variant={l === language ? 'filled' : 'default'}
            color="depot"
            h={48}
            miw={96}
            px="sm"
            radius="md"
            aria-pressed={l === language}
            onClick={() => void pickLanguage(l)}
            data-testid={`kiosk-language-${l}`}
          >
            <Text span fz="md" fw={l === language ? 700 : 500}>
              {LANGUAGE_NAMES[l]}
            </Text>
          </Button>
        ))}
      </Group>
      {idlePrompt}
    </nav>
  );
}
