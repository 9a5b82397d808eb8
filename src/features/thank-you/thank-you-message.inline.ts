/**
 * Inline, right after /thank-you's message and steps (ThankYouMessage.astro), so it runs before they first paint:
 * a visitor sent here with a state (who has just paid, say) reads that state's message from the first frame, never
 * the page's default lead first. It only reads the navigation state (`keep`); the module script after it takes it (once)
 * and fills the steps' values.
 */
import { takeState } from '../../lib/navigation-state';
import { showState, stateKind } from './first-frame';

const root = document.currentScript?.previousElementSibling;
if (root) showState(root, stateKind(takeState(['/thank-you'], true)));
