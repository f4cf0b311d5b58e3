public enum StrataTestSupport {}
