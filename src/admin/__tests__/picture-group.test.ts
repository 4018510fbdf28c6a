import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { afterPictureChange } from '../picture-group';

const group = ImmutableMap({ src: '../../images/team/anna.webp', alt: 'Portret van Anna' });

describe('a replaced picture asks for its description again', () => {
  it('empties the description when the picture is replaced by another', () => {
    const changed = afterPictureChange(group, 'src', '../../images/team/anna-2.webp') as unknown as typeof group;
    expect(changed.toJS()).toEqual({
      src: '../../images/team/anna-2.webp',
      alt: '',
    });
  });

  it('leaves a first picture, the same picture and the other fields to Decap', () => {
    expect(afterPictureChange(ImmutableMap({}), 'src', '../../images/team/anna.webp')).toBeUndefined();
    expect(afterPictureChange(group, 'src', '../../images/team/anna.webp')).toBeUndefined();
    expect(afterPictureChange(group, 'alt', 'Anna')).toBeUndefined();
    expect(afterPictureChange(undefined, 'src', 'x.webp')).toBeUndefined();
  });
});
