public enum StrataDBus {}
