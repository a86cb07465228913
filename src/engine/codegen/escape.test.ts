import { describe, expect, it } from "vitest";
import { comment, key, literal, num, prop, str } from "./escape";

describe("the escaping path of generated code", () => {
  it("writes a comment's text on one line, whatever line terminator it holds", () => {
    expect(comment('x\nconsole.log("PW");\r\n//\r\u2028\u2029')).toBe('x\\nconsole.log("PW");\\r\\n//\\r\\u2028\\u2029');
    expect(comment("a */ b")).toBe("a *\\/ b");
    expect(comment("\u202Eevil\u0000")).toBe("\\u202eevil\\u0000");
    expect(comment("研究 · café")).toBe("研究 · café");
  });

  it("writes strings and literals that hold exactly the value, with the hidden characters escaped", () => {
    const value = 'a"`${b}\u2028\u2029\u202E\u0085';
    expect(str(value)).toBe('"a\\"`${b}\\u2028\\u2029\\u202e\\u0085"');
    expect(JSON.parse(str(value))).toBe(value);
    expect(literal({ plain: 1, "not plain": [value], __proto__x: true })).toBe('{\n  plain: 1,\n  "not plain": [\n    "a\\"`${b}\\u2028\\u2029\\u202e\\u0085"\n  ],\n  __proto__x: true\n}');
  });

  it("writes a key bare only when it is an identifier, and __proto__ as a computed key", () => {
    expect(key("search")).toBe("search");
    expect(key("web search")).toBe('"web search"');
    expect(key("__proto__")).toBe('["__proto__"]');
    expect(literal(JSON.parse('{"__proto__": 1}'))).toBe('{\n  ["__proto__"]: 1\n}');
    expect(prop("tools", "a-b")).toBe('tools["a-b"]');
    expect(prop("tools", "ab")).toBe("tools.ab");
  });

  it("refuses a number that is not finite", () => {
    expect(num(0.7)).toBe("0.7");
    expect(() => num(Number.NaN)).toThrow(TypeError);
    expect(() => num("1); evil(" as unknown as number)).toThrow(TypeError);
  });
});
