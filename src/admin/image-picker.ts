/**
 * Decap's image field, showing a picture the entry has from the first moment. Its thumbnail asks
 * for the picture once; while the picture loads it gets Decap's empty placeholder picture,
 * and it is not asked again when the picture arrives, so an entry's picture showed as an empty
 * checkerboard until a save. While the answer is the placeholder, the field gets a new `getAsset`
 * a moment later, which makes the thumbnail ask again.
 */
import { createElement, useCallback, useEffect, useRef, useState } from 'react';

/** What Decap's image control is given, as far as this needs it. */
interface ImageProps {
  getAsset: (value: unknown, field: unknown) => { path?: string } | undefined;
}

/** How often, and how long, the thumbnail asks again for a picture that is still loading. */
const retryMs = 150;
const retries = 100;

/** Decap's image control `control`, wrapped. */
export function withPictureShown<Control>(control: Control): Control {
  return function ImagePicker(props: ImageProps) {
    const [round, setRound] = useState(0);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    const { getAsset } = props;
    const asking = useCallback(
      (value: unknown, field: unknown) => {
        const asset = getAsset(value, field);
        if (asset?.path === 'empty.svg' && value && round < retries && timer.current === undefined)
          timer.current = setTimeout(() => {
            timer.current = undefined;
            setRound((times) => times + 1);
          }, retryMs);
        return asset;
      },
      // A new function each round: Decap's thumbnail asks again when it gets one.
      [getAsset, round],
    );
    return createElement(control as never, { ...props, getAsset: asking });
  } as Control;
}
