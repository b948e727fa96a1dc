import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { deleteErrorDescription } from './restaurant-feedback';

describe('deleteErrorDescription', () => {
  it('explains a refusal of the server policy', () => {
    expect(deleteErrorDescription(new ApiError(403, 'not_deleted', 'x'))).toBe(
      'Il locale non è stato eliminato. Verifica i permessi.',
    );
  });

  it("quotes the server's message for other answers", () => {
    expect(deleteErrorDescription(new ApiError(404, 'restaurant_not_found', 'Ristorante non trovato.'))).toBe(
      'Non è stato possibile eliminare il locale: Ristorante non trovato.',
    );
  });

  it('is generic without an answer of the server', () => {
    expect(deleteErrorDescription(new ApiError(0, 'network_error', 'offline'))).toBe(
      "Si è verificato un errore nell'eliminazione del locale.",
    );
    expect(deleteErrorDescription(new TypeError('Failed to fetch'))).toBe(
      "Si è verificato un errore nell'eliminazione del locale.",
    );
  });
});
