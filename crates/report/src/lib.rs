//! Terminal and HTML reports
