"""parlorgames: five parlour games for one terminal, passed round the table."""

__version__ = "0.1.0"
