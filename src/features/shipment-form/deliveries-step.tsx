import { useRef } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_DELIVERIES, TEXT_MAX } from '@/domain/limits';
import { paramTables } from '@/domain/params';
import { AddressFields } from '@/features/addresses';
import { useParamRows } from '@/api/addresses/lookups';
import { addressMessages } from '@/features/addresses';
import { characterCount } from '@/ui/character-count';
import { confirmDialog } from '@/ui/confirm-dialog';
import { SearchableSelect } from '@/ui/searchable-select';
import { emptyDelivery, type DeliveryValues } from './form-values';
import { formMessages as m } from './messages';
import { plainOptions } from './options';
import { errorsUnder, patchAddress, type ShipmentFormApi } from './use-shipment-form';
import classes from './shipment-form.module.css';

interface DeliveriesStepProps {
  form: ShipmentFormApi;
  readOnly: boolean;
  /** Stops can be added in create mode only (docs/screens-and-routes.md). */
  canAdd: boolean;
}

/** Step 5: the delivery stops; added (create), removed (from the second on), moved up. */
export function DeliveriesStep({ form, readOnly, canAdd }: DeliveriesStepProps) {
  const contentRows = useParamRows('ContentType');
  const contentOptions = plainOptions(contentRows.data, paramTables.ContentType);
  const list = form.getValues().shipmentList;
  // A card moved up keeps the focus (its "Yukarı Taşı", or its title once it is first), instead
  // of focus dropping to the page and the page jumping.
  const cards = useRef(new Map<string, HTMLDivElement>());
  const focusCard = (key: string) => {
    const card = cards.current.get(key);
    const target =
      card?.querySelector<HTMLElement>('[data-move-up]') ?? card?.querySelector<HTMLElement>('h3');
    target?.focus();
  };

  const remove = async (index: number) => {
    const item = list[index];
    if (!item) return;
    // A filled stop is not thrown away by one tap next to "Yukarı Taşı": ask first.
    if (isFilled(item)) {
      const sure = await confirmDialog({
        title: m.removeDeliveryTitle,
        text: m.removeDeliveryText(index + 1),
        confirmLabel: m.removeDelivery,
        danger: true,
      });
      if (!sure) return;
    }
    form.removeListItem('shipmentList', index);
    form.clearErrors();
  };

  return (
    <Stack gap="md">
      {list.map((item, index) => {
        const path = `shipmentList.${index}`;
        return (
          <Paper
            key={item.key}
            withBorder
            radius="md"
            p="sm"
            className={classes.stop}
            ref={(el: HTMLDivElement | null) => {
              if (el) cards.current.set(item.key, el);
              else cards.current.delete(item.key);
            }}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={700} component="h3" size="md" m={0} tabIndex={-1}>
                {m.deliveryTitle(index + 1)}
              </Text>
              {readOnly ? null : (
                <Group gap="md" wrap="nowrap">
                  {index > 0 ? (
                    <Tooltip label={m.moveUp}>
                      <ActionIcon
                        variant="default"
                        size={44}
                        data-move-up
                        aria-label={`${m.deliveryTitle(index + 1)}: ${m.moveUp}`}
                        onClick={() => {
                          form.reorderListItem('shipmentList', { from: index, to: index - 1 });
                          // After React has put the card in its new place (a click's update is
                          // committed before the next frame).
                          requestAnimationFrame(() => focusCard(item.key));
                        }}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {index > 0 ? (
                    <Tooltip label={m.removeDelivery}>
                      <ActionIcon
                        variant="default"
                        color="red"
                        size={44}
                        aria-label={`${m.deliveryTitle(index + 1)}: ${m.removeDelivery}`}
                        onClick={() => void remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              )}
            </Group>
            <AddressFields
              kind="DELIVERY"
              value={item.startAddress}
              onChange={(patch) => patchAddress(form, `${path}.startAddress`, patch)}
              errors={errorsUnder(form, `${path}.startAddress`)}
              readOnly={readOnly}
              afterTitle={
                <SearchableSelect
                  label={m.contentType}
                  value={item.contentType}
                  options={contentOptions}
                  onChange={(contentType) => {
                    form.setFieldValue(`shipmentList.${index}.contentType`, contentType);
                    form.clearFieldError(`${path}.contentType`);
                  }}
                  error={form.errors[`${path}.contentType`] as string | undefined}
                  disabled={readOnly}
                  required
                />
              }
              beforeMap={
                <Textarea
                  label={addressMessages.note}
                  placeholder={addressMessages.notePlaceholder}
                  maxLength={TEXT_MAX.note}
                  description={readOnly ? undefined : characterCount(item.note, TEXT_MAX.note)}
                  value={item.note}
                  onChange={(e) => form.setFieldValue(`shipmentList.${index}.note`, e.currentTarget.value)}
                  disabled={readOnly}
                  autosize
                  minRows={1}
                  maxRows={4}
                />
              }
            />
          </Paper>
        );
      })}
      {canAdd && !readOnly ? (
        <Stack gap={4} align="flex-start">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('shipmentList', emptyDelivery())}
            className={classes.addButton}
            disabled={list.length >= MAX_DELIVERIES}
            aria-describedby="delivery-limit"
          >
            {m.addDelivery}
          </Button>
          <Text id="delivery-limit" size="sm" c={list.length >= MAX_DELIVERIES ? 'orange.9' : 'dimmed'}>
            {m.deliveryLimit(list.length, MAX_DELIVERIES)}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Whether the person typed or chose anything on a stop (an empty one goes without asking). */
function isFilled(item: DeliveryValues): boolean {
  const a = item.startAddress;
  return Boolean(
    item.note.trim() ||
    item.contentType ||
    a.title.trim() ||
    a.phoneNumber ||
    a.cityId ||
    a.fullAddress.trim() ||
    a.streetName.trim() ||
    a.addressDescription.trim() ||
    (a.worldCoordinate && (a.worldCoordinate.lat || a.worldCoordinate.long)),
  );
}
