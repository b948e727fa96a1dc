import { describe, expect, it } from 'vitest';
import { newRestaurantToast, newReviewToast } from './live-map-toast';

const placed = { name: 'Trattoria Sole', latitude: 45.46, longitude: 9.19 };

describe('live map toasts', () => {
  it('announces a new restaurant with coordinates by name', () => {
    expect(newRestaurantToast('INSERT', placed)).toEqual({
      title: 'Nuovo locale aggiunto!',
      description: 'Trattoria Sole è ora disponibile nella mappa.',
    });
  });

  it('stays silent for a restaurant without coordinates, an edit or a deletion', () => {
    expect(newRestaurantToast('INSERT', { ...placed, latitude: null })).toBeNull();
    expect(newRestaurantToast('INSERT', { ...placed, longitude: null })).toBeNull();
    expect(newRestaurantToast('UPDATE', placed)).toBeNull();
    expect(newRestaurantToast('DELETE', placed)).toBeNull();
  });

  it('announces new reviews only', () => {
    expect(newReviewToast('INSERT')).toEqual({
      title: 'Nuova recensione!',
      description: 'Un locale è stato appena recensito e potrebbe apparire sulla mappa.',
      id: 'map-new-review',
    });
    expect(newReviewToast('UPDATE')).toBeNull();
    expect(newReviewToast('DELETE')).toBeNull();
  });
});
