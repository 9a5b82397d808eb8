/** The part of cleave.js (which ships no types) that the masked card fields use. */
declare module 'cleave.js' {
  export interface CleaveOptions {
    blocks?: number[];
    delimiter?: string;
    numericOnly?: boolean;
    date?: boolean;
    datePattern?: string[];
    onValueChanged?: (event: { target: { name: string; value: string; rawValue: string } }) => void;
  }

  export default class Cleave {
    constructor(element: HTMLInputElement, options: CleaveOptions);
    destroy(): void;
  }
}
