public enum StrataPixman {}
