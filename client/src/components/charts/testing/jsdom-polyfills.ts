// react-router needs TextEncoder, which jsdom lacks; import this first in a test file.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
