// The outbox engine's one Turkish string; what a refusal says comes from its kind's write.
export const outboxMessages = {
  refusedTitle: 'İşlem gönderilemedi',
} as const;
