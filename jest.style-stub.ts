// CSS imports mean nothing to jest.
export default {};
